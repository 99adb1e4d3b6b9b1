/**
 * Jest's Node environment with one JavaScript realm (vm context) per worker instead of one per
 * suite: the other half of `./runtime.js`, which loads each package of node_modules once per worker.
 * A package loaded in one realm and used from another sees foreign `Object`, `Array`, `Error` and
 * `Promise` (`instanceof` fails across realms), so the packages can be shared only if the realm is.
 *
 * What each suite still gets afresh, as before: its own `process` object (with its own copy of the
 * environment variables), its own fake timers and mocks, and jest's globals (`describe`, `expect`),
 * which jest installs on the realm for every suite. The realm lives as long as the worker, so what
 * a suite changes in it is undone when the suite ends: the keys it adds to the global object
 * (jest's globals included, which the next suite installs again) or to a built-in constructor or
 * prototype are deleted, and the ones it replaces (a global `setTimeout`, `Array.prototype.map`)
 * are put back, so no suite finds another's changes.
 * @typedef {import('@jest/environment').JestEnvironmentConfig} JestEnvironmentConfig
 * @typedef {import('@jest/environment').EnvironmentContext} EnvironmentContext
 */
const { TestEnvironment: NodeEnvironment } = require('jest-environment-node');
const { LegacyFakeTimers, ModernFakeTimers } = require('@jest/fake-timers');
const { ModuleMocker } = require('jest-mock');

/**
 * The built-ins a suite could change besides the global object: each constructor and namespace,
 * and each constructor's prototype.
 */
const BUILT_INS = [
	'Object',
	'Function',
	'Array',
	'String',
	'Number',
	'Boolean',
	'Symbol',
	'BigInt',
	'Date',
	'RegExp',
	'Error',
	'TypeError',
	'RangeError',
	'Promise',
	'Map',
	'Set',
	'WeakMap',
	'WeakSet',
	'ArrayBuffer',
	'Uint8Array',
	'JSON',
	'Math',
	'Reflect',
	'Intl',
];

/** The global object and the built-ins of its realm, as objects whose own properties are kept. */
function watchedObjectsOf(global) {
	const objects = [global];
	for (const name of BUILT_INS) {
		const builtIn = global[name];
		if (builtIn === null || (typeof builtIn !== 'object' && typeof builtIn !== 'function'))
			continue;
		objects.push(builtIn);
		if (typeof builtIn === 'function' && builtIn.prototype) objects.push(builtIn.prototype);
	}
	return objects;
}

/** Each watched object's own properties (symbols included) with their descriptors. */
function snapshotOf(global) {
	return watchedObjectsOf(global).map((object) => ({
		object,
		properties: new Map(
			Reflect.ownKeys(object).map((key) => [key, Reflect.getOwnPropertyDescriptor(object, key)]),
		),
	}));
}

const sameDescriptor = (a, b) =>
	a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable;

/** Deletes what was added to each object since the snapshot, and puts back what was replaced. */
function restore(snapshot) {
	for (const { object, properties } of snapshot) {
		for (const key of Reflect.ownKeys(object))
			if (!properties.has(key)) Reflect.deleteProperty(object, key);
		for (const [key, before] of properties) {
			const now = Reflect.getOwnPropertyDescriptor(object, key);
			if (now && sameDescriptor(now, before)) continue;
			if (now && !now.configurable && !now.writable) continue;
			if (now && !now.configurable) object[key] = before.value;
			else Reflect.defineProperty(object, key, before);
		}
	}
}

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
		/** The realm's global object and built-ins as they are before this suite runs. */
		this.realmAtSetup = snapshotOf(this.global);
	}

	async teardown() {
		if (this.global && this.realmAtSetup) restore(this.realmAtSetup);
		await super.teardown();
	}
}

module.exports = WorkerRealmEnvironment;
