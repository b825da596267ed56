import { useEffect, useState } from 'react';

const measure = () => ({
  width: window.innerWidth,
  height: window.innerHeight,
  rootFontPx: Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
  pageWidth: document.documentElement.scrollWidth,
});

/**
 * Shows the window a story runs in: its size, the root font size the theme gives it
 * (1rem), and how wide the page is (wider than the window means sideways scrolling).
 * The viewport stories prove the toolbar's phone, tablet and desktop sizes reach the
 * story's test.
 */
export function ViewportProbe() {
  const [size, setSize] = useState(measure);
  useEffect(() => {
    const update = () => setSize(measure());
    window.addEventListener('resize', update);
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return (
    <dl>
      <dt>Window</dt>
      <dd>
        <output aria-label="Window">
          {size.width}×{size.height}
        </output>
      </dd>
      <dt>Root font</dt>
      <dd>
        <output aria-label="Root font">{size.rootFontPx.toFixed(1)} px</output>
      </dd>
      <dt>Page width</dt>
      <dd>
        <output aria-label="Page width">{size.pageWidth}</output>
      </dd>
    </dl>
  );
}
