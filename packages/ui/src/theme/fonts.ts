// Self-hosted Inter, Latin subset only (other scripts use the system stack in the theme's font list).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-700.css';
