import type { RenderShellLink } from '@sorte/ui';
import { Link } from 'react-router-dom';

/** ui's internal links rendered as router links (client-side navigation, no reload). */
export const renderRouterLink: RenderShellLink = (_item, { href, ...props }) => <Link to={href} {...props} />;
