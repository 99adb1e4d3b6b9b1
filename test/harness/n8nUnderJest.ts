/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * n8n's engine set up for the test run (jest's `setupFiles`: before every suite).
 *
 * Its singletons: n8n's packages are loaded once per jest worker (`test/harness/worker/runtime.js`),
 * so what n8n keeps per process in its dependency container (the binary data service and its mode,
 * the configuration it read from the environment) would pass from one suite to the next. Each suite
 * starts with the container emptied, as it did when every suite loaded n8n anew, and n8n makes each
 * service again, from this suite's environment, the first time it is asked for.
 *
 * Its log: n8n's ErrorReporter logs every failed node run at level error, to the console, and the
 * suites fail nodes on purpose hundreds of times (each refusal they assert), which buried jest's
 * report of real failures. A test reads a failure from the run it made (`run.error`), never from
 * the log, so the log is off unless asked for: `N8N_LOG_LEVEL=error npx jest <file>` shows it.
 *
 * Its regular expressions run on the JavaScript engine directly, not in n8n's timed node:vm
 * sandbox: set where n8n-workflow loads, `test/harness/n8nWorkflow.ts`.
 */
import { Container } from '@n8n/di';

Container.reset();
process.env.N8N_LOG_LEVEL ??= 'silent';
