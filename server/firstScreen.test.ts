import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assetsOf, compressPage, isPhone, scriptSafeJson } from './firstScreen';

describe("the server's first screen: its pieces", () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'], isEntry: true },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    '_button.js': { file: 'assets/button.js', css: ['assets/button.css'], imports: ['_shared.js'] },
    'src/app/routes/HomeRoute.tsx': { file: 'assets/HomeRoute.js', css: ['assets/HomeRoute.css'], imports: ['_button.js', '_shared.js'] },
  };

  it("names a route's styles and scripts with what it imports first, leaving out what index.html already loads", () => {
    const entry = assetsOf(manifest, ['index.html']);
    expect(entry).toEqual({ css: ['assets/shared.css', 'assets/index.css'], scripts: ['assets/shared.js', 'assets/index.js'] });
    const home = assetsOf(manifest, ['src/app/routes/HomeRoute.tsx'], new Set([...entry.css, ...entry.scripts]));
    // The button's styles come before the route's own, which refine them.
    expect(home).toEqual({ css: ['assets/button.css', 'assets/HomeRoute.css'], scripts: ['assets/button.js', 'assets/HomeRoute.js'] });
  });

  it('writes the page data so that no text in it can end the script element or open a comment', () => {
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script>', note: '<!-- x -->', line: '\u2028' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', note: '<!-- x -->', line: '\u2028' });
  });

  it("takes a phone's browser for a phone and a tablet's or a desktop's for not one", () => {
    expect(isPhone('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36')).toBe(true);
    expect(isPhone('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(true);
    expect(isPhone('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1')).toBe(false);
    expect(isPhone('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36')).toBe(false);
    expect(isPhone(undefined)).toBe(false);
  });

  it('compresses the page as the browser accepts, and sends it as it is to one that accepts nothing', async () => {
    const html = '<!doctype html>' + '<p>pattern</p>'.repeat(500);
    const br = await compressPage(html, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(html.length / 10);
    expect((await compressPage(html, 'gzip')).encoding).toBe('gzip');
    expect(await compressPage(html, undefined)).toEqual({ body: html, encoding: null });
  });
});
