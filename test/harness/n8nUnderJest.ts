/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * n8n's engine set up for the test run (jest's `setupFiles`: before every suite, before n8n loads).
 *
 * Its log: n8n's ErrorReporter logs every failed node run at level error, to the console, and the
 * suites fail nodes on purpose hundreds of times (each refusal they assert), which buried jest's
 * report of real failures. A test reads a failure from the run it made (`run.error`), never from
 * the log, so the log is off unless asked for: `N8N_LOG_LEVEL=error npx jest <file>` shows it.
 *
 * Its regular expressions run on the JavaScript engine directly, not in n8n's timed node:vm
 * sandbox: set where n8n-workflow loads, `test/harness/n8nWorkflow.ts`.
 */
process.env.N8N_LOG_LEVEL ??= 'silent';
