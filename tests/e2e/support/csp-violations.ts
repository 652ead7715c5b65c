// Content-Security-Policy refusals that a page swallows (a library probing whether eval is
// allowed, say) print nothing to the console, yet browsers report them and Lighthouse counts
// them against best practices. This records every `securitypolicyviolation` event of the page.
import type { Page } from '@playwright/test';

export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  // A string, not a function: these tests are typed without the DOM library.
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.__reportCspViolation(event.violatedDirective + ' ' + (event.blockedURI || '') + ' in ' + event.sourceFile);
  });`);
  return violations;
}
