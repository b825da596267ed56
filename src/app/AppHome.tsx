import { EmptyState } from '../ui/EmptyState/EmptyState';

/**
 * Placeholder home until the storefront lands (issue "The storefront as stories"):
 * it tells a visitor what the shop is rather than showing a blank page.
 */
export function AppHome() {
  return (
    <main>
      <EmptyState
        title="Pattern Marketplace"
        description="Textile and surface-pattern designs, licensed for print and product. The catalogue opens soon."
      />
    </main>
  );
}
