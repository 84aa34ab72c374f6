import { Link } from 'react-router-dom';
import type { RenderLink } from '../../../design-system';

/** The design system's links drawn as react-router Links (no full page load). */
export const routerLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
