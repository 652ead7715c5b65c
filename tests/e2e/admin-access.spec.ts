// Who may see the administration: signed-out visitors and signed-in non-administrators see no
// registration on any admin page, and the admin API refuses them; public pages never load it.
import { expect, test } from './support/test';
import { runAdminCommand } from '../../scripts/admin/run';
import { DESK_PATH } from '../../web/src/features/admin/shared/admin-nav';
import { idTokenFor, textedCode } from '../support/auth';
import { ORIGIN } from '../support/api';
import {
  adminPageCsp,
  createAdministrator,
  createOrdinaryUser,
  readsRegistrationData,
  signIn,
  useCurrentAdminCsp,
} from './support/admin';
import { recordCspViolations } from './support/csp-violations';
import { http } from './support/http';
import { gotoStartedAndQuiet } from './support/hydration';
import { expectNoAxeViolations } from './support/page-checks';

const SEED = 'ICEI25-SEED-0000-00003';
const ADMIN_PAGES = ['/admin', `/verify/registration/${SEED}`];
// What the seed's detail or table would show.
const SEED_DETAILS = /Kulkarni|meera\.kulkarni|SBIC2510210003|ICEI25-SEED/;

test.beforeEach(async ({ page }) => {
  await useCurrentAdminCsp(page);
});

for (const path of ADMIN_PAGES) {
  test(`a signed-out visitor of ${path} sees the sign-in form and nothing of a registration`, async ({ page }) => {
    const apiCalls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (readsRegistrationData(request.url())) apiCalls.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const cspViolations = await recordCspViolations(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
    expect(errors).toEqual([]); // hydrated without a mismatch, and the CSP let the SDK load
    expect(cspViolations).toEqual([]);
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(SEED_DETAILS);
    await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
    expect(apiCalls).toEqual([]);
  });
}

test('a non-administrator is told they lack the right on every admin page, gets in once granted, and signs out', async ({
  page,
}) => {
  const user = await createOrdinaryUser();
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (readsRegistrationData(request.url())) apiCalls.push(request.url());
  });
  await page.goto('/admin');
  await signIn(page, user);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You are not an administrator' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(SEED_DETAILS);
  }
  // The desk says whom to ask: an administrator gives check-in rights on the console, no developer needed.
  await page.goto(DESK_PATH);
  await expect(page.getByRole('heading', { name: 'You may not check people in' })).toBeVisible();
  await expect(page.locator('main')).toContainText(
    `The account ${user.email} may not check people in at the registration desk. Ask an administrator to add this address on the Check-in staff page`,
  );
  expect(apiCalls).toEqual([]);
  await page.goto(`/verify/registration/${SEED}`);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Still without administrator rights.' })).toBeVisible();

  // Granted meanwhile (`npm run admin -- grant`): "Check again" fetches a fresh token with the claim.
  await runAdminCommand({ action: 'grant', email: user.email, password: undefined, project: undefined }, () => {});
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(SEED) })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
  // The button pressed is gone: the keyboard is on the form that replaced the page.
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  await expect(page.locator('main')).not.toContainText(SEED_DETAILS);
});

test('a wrong password is refused with a message tied to the form, and an administrator then gets in', async ({
  page,
}) => {
  const admin = await createAdministrator();
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your e-mail address and password.');
  await page.getByLabel('E-mail address').fill(admin.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is wrong.');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  // The keyboard is where it was while the password was checked: on the button, not the page.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await signIn(page, admin);
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Registrations' })).toBeVisible();
  // The form is gone: the keyboard starts again from the page's name.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('an administrator with an enrolled phone signs in with the texted code, by keyboard; a wrong or missing code says so', async ({
  page,
}) => {
  const admin = await createAdministrator();
  const phone = `+9198${String(Date.now()).slice(-8)}`;
  await runAdminCommand({ action: 'enrol-phone', email: admin.email, phone, project: undefined }, () => undefined);
  const cspViolations = await recordCspViolations(page);
  await page.goto('/admin');
  await page.getByLabel('E-mail address').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByLabel('Password').press('Enter');

  const code = page.getByLabel('Code from the text message');
  // Firebase hides most digits of a real phone; the hint ends in its last four.
  await expect(page.getByRole('status')).toHaveText(
    new RegExp(`^A code was sent by text message to \\S*${phone.slice(-4)}\\.$`),
  );
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page, 'the code step');
  await code.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please enter the 6-digit code from the text message.');
  const texted = await textedCode({ phoneNumber: phone });
  await code.fill(texted === '123456' ? '654321' : '123456');
  await code.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The code is wrong. Please check the text message and try again.');
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('status')).toHaveText(/^A new code was sent to /);
  await expect(code).toBeFocused();
  await expect.poll(() => textedCode({ phoneNumber: phone })).not.toBe(texted);
  await code.fill(await textedCode({ phoneNumber: phone }));
  await code.press('Enter');
  await expect(page.getByText(`Signed in as ${admin.email}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Registrations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(cspViolations).toEqual([]);
});

test('the admin API refuses calls without a token (401) and with a non-administrator token (403)', async () => {
  const someone = await idTokenFor({ admin: false });
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/registrations'],
    ['GET', '/api/admin/registrations.csv'],
    ['GET', '/api/admin/registrations.xlsx'],
    ['GET', '/api/admin/stats'],
    ['GET', `/api/admin/registrations/${SEED}/mail`],
    ['GET', '/api/admin/paper-coverage'],
    ['POST', `/api/verify/verify-registration/${SEED}`],
    ['POST', `/api/verify/reject-payment/${SEED}`, { reason: 'no' }],
    ['POST', `/api/verify/undo-verification/${SEED}`],
    ['POST', '/api/admin/bulk/verify-payments', { ids: [SEED] }],
    ['POST', '/api/admin/bulk/payment-reminders', { ids: [SEED] }],
    ['GET', `/backend/uploads/${SEED}/payment-receipt-5eed00000003.pdf`],
  ];
  for (const [token, expected] of [
    [null, 401],
    [someone, 403],
  ] as const) {
    for (const [method, path, body] of calls) {
      const response = await fetch(`${ORIGIN}${path}`, {
        method,
        headers: {
          origin: ORIGIN,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(`${method} ${path}: ${response.status}`).toBe(`${method} ${path}: ${expected}`);
    }
  }
  // The full record too: a token that is not an administrator's is refused, not downgraded.
  const record = await fetch(`${ORIGIN}/api/registrations/${SEED}`, {
    headers: { authorization: `Bearer ${someone}` },
  });
  expect(record.status).toBe(403);
});

test('the public home page never downloads the admin code or the Firebase SDK', async ({ page }) => {
  const scriptsOf = async (path: string) => {
    const scripts: string[] = [];
    const listener = (req: { resourceType(): string; url(): string }) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    };
    page.on('request', listener);
    await gotoStartedAndQuiet(page, path);
    page.off('request', listener);
    return scripts;
  };
  // The Auth SDK's own endpoint names mark its code, whatever the chunk is called.
  const holdsFirebaseAuth = async (urls: string[]) => {
    const bodies = await Promise.all(urls.map(async (url) => (await http(url)).text()));
    return urls.filter((_, index) => bodies[index]?.includes('identitytoolkit'));
  };

  const adminScripts = await scriptsOf('/admin');
  expect(await holdsFirebaseAuth(adminScripts)).not.toEqual([]); // the check below can see it

  const homeScripts = await scriptsOf('/');
  expect(homeScripts.length).toBeGreaterThan(0);
  expect(await holdsFirebaseAuth(homeScripts)).toEqual([]);
  expect(homeScripts.filter((url) => /admin|firebase|verify-registration/.test(url))).toEqual([]);
  const homeHtml = await (await http('/')).text();
  expect(homeHtml).not.toMatch(/admin|firebase/i);
});

test('admin pages are noindex and outside the sitemap; their CSP allows Firebase Auth, its reCAPTCHA and inline files only', async () => {
  for (const path of ADMIN_PAGES) {
    const html = await (await http(path)).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  }
  const sitemap = await (await http('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');

  const csp = adminPageCsp();
  expect(csp).toMatch(
    /connect-src 'self' https:\/\/identitytoolkit\.googleapis\.com https:\/\/securetoken\.googleapis\.com/,
  );
  // Firebase sends an administrator's sign-in code only after an invisible reCAPTCHA: Google's script and frame.
  expect(csp).toMatch(
    /script-src 'self' ('sha256-[A-Za-z0-9+/]+=*' )?https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/;/,
  );
  expect(csp).toContain(
    "frame-src 'self' blob: https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;",
  );
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe');
});
