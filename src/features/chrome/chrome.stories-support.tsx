/**
 * Helpers for the chrome's stories only: a probe that shows where the memory router
 * is, so a play function can assert a navigation as a person would see the address bar.
 */
import type { Decorator } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { vars } from '../../ui/theme/contract.css';

/** Shows the router's current path and query, labelled 'Current location'. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <p style={{ marginTop: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
      Current location: <output aria-label="Current location">{pathname + search}</output>
    </p>
  );
}

/** Renders the story with the location probe under it (inside the story's router). */
export const withLocationProbe: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);

let copies = 0;

/**
 * A new instance of the module at `url` (one of ours, served by Vite), as a page just
 * loaded has it: the stories of every file share one module graph (vite.config.ts,
 * `isolate: false`), so the module itself may already have drawn its lazy part for an
 * earlier story, and React's lazy, once drawn, never suspends again. The copy shares the
 * modules it imports.
 */
export function freshCopy<Module>(url: URL): Promise<Module> {
  copies += 1;
  return import(/* @vite-ignore */ `${url.href}?fresh=${copies}`) as Promise<Module>;
}
