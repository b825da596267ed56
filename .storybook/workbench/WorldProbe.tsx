import { useState } from 'react';
import * as cart from '../../src/api/cart';
import { configureApi } from '../../src/api/config';
import { ApiError } from '../../src/api/errors';
import * as product from '../../src/api/product';

/**
 * Drives the MSW world through the real client in the browser: searches the
 * catalogue, adds a design to the cart twice and lists the cart. Proves the handlers
 * keep state within a story and answer the server's codes.
 */
export function WorldProbe({ token }: { token: string }) {
  const [lines, setLines] = useState<string[]>([]);
  const log = (line: string) => setLines((previous) => [...previous, line]);

  const run = async () => {
    configureApi({ getToken: () => token });
    const found = await product.selectPage({ priceRange: '', sSorts: '', strSearchKeyword: 'floral', iDisplayStart: 0, iDisplayLength: 5 });
    const first = found.data.aaData.find((c) => c.isBuyout === 0)!;
    log(`found ${found.data.iTotalRecords} floral designs`);
    await cart.save({ productId: first.productId, imgType: 5 });
    log(`added ${first.imgSn}`);
    try {
      await cart.save({ productId: first.productId, imgType: 5 });
    } catch (error) {
      if (error instanceof ApiError) log(`again: ${error.code} ${error.desc}`);
    }
    const listed = await cart.list();
    log(`cart holds ${listed.data.aaData.map((l) => l.imgSn).join(', ')} for ${listed.user?.email}`);
  };

  return (
    <div>
      <button type="button" onClick={() => void run()}>
        Run
      </button>
      <ol aria-label="Log">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </div>
  );
}
