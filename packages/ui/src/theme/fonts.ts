// Self-hosted Figtree, Latin subset only (other scripts use the system stack in the theme's font list).
import '@fontsource/figtree/latin-400.css';
import '@fontsource/figtree/latin-700.css';
