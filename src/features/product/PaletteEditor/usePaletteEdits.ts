import { useState } from 'react';

/** A design's colours as the shopper is recolouring them, with the way back. */
export interface PaletteEdits {
  /** The design's own colours. */
  palette: readonly string[];
  /** The colour each is drawn in now, in the same order. */
  colours: readonly string[];
  /** Whether any colour differs from the design's own. */
  changed: boolean;
  /** Whether there is a change to undo. */
  canUndo: boolean;
  /** Draws colour `index` in `hex` (`#rrggbb`). */
  setColour: (index: number, hex: string) => void;
  /** Draws the colours in `hexes`, in order (a seasonal palette); the design's extra colours keep theirs. */
  applyColours: (hexes: readonly string[]) => void;
  undo: () => void;
  reset: () => void;
}

/** The most changes kept for Undo: a picker dragged across the spectrum adds one per step. */
const HISTORY = 50;

/** Recolouring state for a design's `palette`, undoable one change at a time. */
export function usePaletteEdits(palette: readonly string[]): PaletteEdits {
  const [state, setState] = useState<{ palette: readonly string[]; history: (readonly string[])[] }>(() => ({
    palette,
    history: [palette],
  }));
  // Another design: start again from its own colours.
  const history = state.palette === palette ? state.history : [palette];
  if (state.palette !== palette) setState({ palette, history });
  const colours = history[history.length - 1]!;

  const push = (next: readonly string[]) =>
    setState((current) => {
      const last = current.history[current.history.length - 1]!;
      if (next.every((hex, i) => hex === last[i])) return current;
      return { palette: current.palette, history: [...current.history, next].slice(-HISTORY) };
    });

  return {
    palette,
    colours,
    changed: colours.some((hex, i) => hex !== palette[i]),
    canUndo: history.length > 1,
    setColour: (index, hex) => push(colours.map((current, i) => (i === index ? hex.toLowerCase() : current))),
    applyColours: (hexes) => push(colours.map((current, i) => hexes[i]?.toLowerCase() ?? current)),
    undo: () => setState((current) => (current.history.length > 1 ? { ...current, history: current.history.slice(0, -1) } : current)),
    reset: () => push(palette),
  };
}
