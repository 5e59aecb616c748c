import '@sorte/ui/theme';
import './layout/appRoot.css.ts';
import './early/bootSkeleton.css.ts';
import { bootstrap } from './bootstrap/bootstrap.tsx';

const root = document.getElementById('root');
if (root) void bootstrap(root);
