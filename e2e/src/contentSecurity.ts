import type { BrowserContext } from 'playwright-core';

/** Every Content-Security-Policy violation a page of the run has reported and no test has looked at yet. */
const violations: string[] = [];

/**
 * Records the policy violations of every page of a browser context: the `securitypolicyviolation` event (an init
 * script, which the policy does not govern, listens from the first moment of each document) and the console
 * message Chromium writes for each refusal.
 */
export async function watchContentSecurity(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__gcsCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __gcsCspViolation: (text: string) => void }).__gcsCspViolation;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
}

/** The violations recorded since the last call (and forgets them). */
export function takeViolations(): string[] {
  return violations.splice(0);
}
