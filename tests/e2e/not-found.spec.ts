import { expect, test } from './support/test';
import { NOT_FOUND } from '../../functions/src/domain/messages';
import { http } from './support/http';

test('an unknown path answers 404 with "Page not found" and a Go Home link', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
  await expect(page).toHaveTitle(new RegExp(`^${NOT_FOUND}`));
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'IEEE Conference on Engineering Informatics 2025',
  );
  expect(errors).toEqual([]);
});

test('404.html is prerendered with the not-found page', async () => {
  // Hosting's clean URLs answer /404.html with a redirect to /404, which serves the file.
  const response = await http('/404.html', { redirect: 'follow' });
  const html = await response.text();
  expect(html).toContain(`<h1 id="not-found-title">${NOT_FOUND}</h1>`);
  expect(html).toContain('Go Home');
});

test('dynamic routes are rewritten to their own prerendered page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const verify = await page.goto('/verify/some-token-value');
  expect(verify?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail Verification');
  const admin = await page.goto('/verify/registration/REG-123');
  expect(admin?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration Details');
  expect(errors).toEqual([]);
});

test('a dynamic route without its token, ID or code is the 404 page, not an empty shell', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/verify/', '/pass/', '/certificates/']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
  }
  expect(errors).toEqual([]);
});

test('the site may frame its own PDFs (the program schedule is embedded once published)', async () => {
  const response = await http('/docs/payment-guide.pdf');
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
});

test('pages are served with the CSP and security headers', async () => {
  const { headers } = await http('/venue/travel');
  expect(headers.get('content-security-policy')).toContain("object-src 'none'");
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('cache-control')).toBe('no-cache');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
});

test('a menu parent, which is only a label, redirects to its first page', async () => {
  for (const [parent, first] of [
    ['/committee', '/committee/general-chairs'],
    ['/program', '/program/program-schedule'],
    ['/sponsorship', '/sponsorship/opportunities'],
    ['/venue', '/venue/travel'],
  ]) {
    const response = await http(parent ?? '');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toMatch(new RegExp(`${first}$`));
  }
});
