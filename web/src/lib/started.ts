/**
 * Set on `<html>` once the page's script has taken over (enhance/site.ts on an information page,
 * app/boot.ts once React handles an application's page): CSS that stands in for it before then
 * (the header's dropdowns on hover and focus, layout.css) stops applying.
 */
export const STARTED_ATTRIBUTE = 'data-started';
