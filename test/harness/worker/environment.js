/**
 * Jest's Node environment with one JavaScript realm (vm context) per worker instead of one per
 * suite: the other half of `./runtime.js`, which loads each package of node_modules once per worker.
 * A package loaded in one realm and used from another sees foreign `Object`, `Array`, `Error` and
 * `Promise` (`instanceof` fails across realms), so the packages can be shared only if the realm is.
 *
 * What each suite still gets afresh, as before: its own `process` object (with its own copy of the
 * environment variables), its own fake timers and mocks, and jest's globals (`describe`, `expect`),
 * which jest installs on the realm for every suite. The realm lives as long as the worker; the
 * keys a suite adds to its global object (jest's globals included, which the next suite installs
 * again) are deleted when the suite ends, so no suite finds another's.
 * @typedef {import('@jest/environment').JestEnvironmentConfig} JestEnvironmentConfig
 * @typedef {import('@jest/environment').EnvironmentContext} EnvironmentContext
 */
const { TestEnvironment: NodeEnvironment } = require('jest-environment-node');
const { LegacyFakeTimers, ModernFakeTimers } = require('@jest/fake-timers');
const { ModuleMocker } = require('jest-mock');

/** Every own key of a global object, symbols included. */
const keysOf = (global) => Reflect.ownKeys(global);

/** The worker's realm, made by its first suite. @type {{ context: import('node:vm').Context, global: typeof globalThis } | undefined} */
let workerRealm;

const timerIdToRef = (id) => ({
	id,
	ref() {
		return this;
	},
	unref() {
		return this;
	},
});

class WorkerRealmEnvironment extends NodeEnvironment {
	/**
	 * @param {JestEnvironmentConfig} config
	 * @param {EnvironmentContext} context
	 */
	constructor(config, context) {
		// The base class makes a fresh realm with Node's globals and a fresh `process`; the first
		// suite keeps it, later suites take its `process` into the worker's realm and drop the rest.
		super(config, context);
		if (!workerRealm) {
			workerRealm = { context: this.context, global: this.global };
			return;
		}
		workerRealm.global.process = this.global.process;
		this.context = workerRealm.context;
		this.global = workerRealm.global;
		// Jest's timers and mocks patch the realm they are given: this suite's are made on the shared one.
		this.moduleMocker = new ModuleMocker(this.global);
		this.fakeTimers = new LegacyFakeTimers({
			config: config.projectConfig,
			global: this.global,
			moduleMocker: this.moduleMocker,
			timerConfig: { idToRef: timerIdToRef, refToId: (timer) => timer?.id },
		});
		this.fakeTimersModern = new ModernFakeTimers({
			config: config.projectConfig,
			global: this.global,
		});
	}

	async setup() {
		await super.setup();
		/** The keys the realm's global object has before this suite runs. */
		this.keysAtSetup = new Set(keysOf(this.global));
	}

	async teardown() {
		const global = this.global;
		if (global && this.keysAtSetup) {
			for (const key of keysOf(global))
				if (!this.keysAtSetup.has(key)) Reflect.deleteProperty(global, key);
		}
		await super.teardown();
	}
}

module.exports = WorkerRealmEnvironment;
