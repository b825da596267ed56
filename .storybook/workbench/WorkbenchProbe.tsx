import { useEffect, useState } from 'react';
import { atom, useAtom } from 'jotai';
import { useLocation, useParams } from 'react-router-dom';

/** A counter atom the probe reads, so a story can prove `parameters.jotai` hydration. */
export const probeCountAtom = atom(0);

/**
 * Shows what the Storybook decorators give a story: the jotai store's value, the
 * router's location and params, and an answer from the MSW loader's handlers.
 * Feature and page stories rely on all three; these stories prove the wiring.
 */
export function WorkbenchProbe() {
  const [count, setCount] = useAtom(probeCountAtom);
  const location = useLocation();
  const params = useParams();
  const [answer, setAnswer] = useState('waiting');

  useEffect(() => {
    let live = true;
    fetch('/api/workbench/ping')
      .then((response) => response.json() as Promise<{ desc: string }>)
      .then((body) => live && setAnswer(body.desc))
      .catch(() => live && setAnswer('no answer'));
    return () => {
      live = false;
    };
  }, []);

  return (
    <dl>
      <dt>Count</dt>
      <dd>
        <output aria-label="Count">{count}</output>{' '}
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          Add one
        </button>
      </dd>
      <dt>Location</dt>
      <dd data-testid="location">{location.pathname + location.search}</dd>
      <dt>Product</dt>
      <dd data-testid="product">{params.productId ?? 'none'}</dd>
      <dt>Server</dt>
      <dd data-testid="answer">{answer}</dd>
    </dl>
  );
}
