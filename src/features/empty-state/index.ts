/**
 * The empty-state placeholder (SPEC section 2, other screens 15): light and dark illustrations
 * (public/images/empty-light.svg, empty-dark.svg). The component is a design-system primitive in
 * src/ui so that any layer can use it; features import it from here or from src/ui.
 */
export { EmptyState, type EmptyStateProps } from '../../ui/EmptyState';
