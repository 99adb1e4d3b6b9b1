/**
 * Jest's module runtime with the packages of node_modules loaded once per worker instead of once per
 * suite. The project's own code (nodes, credentials, tests) is still loaded afresh for every suite,
 * so its in-process state starts empty in each, as before.
 *
 * Why: jest gives every suite its own module registry, and n8n-core alone is some 1,750 modules.
 * With about a hundred suites running workflows through n8n's engine, `npm test` spent more than
 * half its CPU loading the same packages again, and the heap each load left behind grew to a
 * gigabyte per worker, so the garbage collector took another tenth. Loaded once, the packages are
 * n8n's as a long-running n8n process holds them; what n8n keeps per process in its dependency
 * container is reset before each suite (`test/harness/n8nUnderJest.ts`).
 *
 * This rests on two methods of jest-runtime 29 that are not its public interface: `_loadModule`
 * (evaluates one module into a registry) and `_createRequireImplementation` (the `require` a module
 * is given). The check below stops the run with a clear message if an upgrade renames them.
 *
 * A package shared by every suite of a worker cannot be mocked by one of them: a `jest.mock` of
 * a package (or of a built-in module a package requires) would reach every later suite of the
 * worker through the packages that required it. Such a mock is refused, with a message that says
 * why and what to do instead. `JEST_ISOLATE=1` runs every suite under stock jest (jest.config.js).
 * `./environment.js` gives every suite the same realm, without which shared packages would see
 * another realm's built-ins.
 */
const path = require('node:path');
const Runtime = require('jest-runtime').default;

for (const method of ['_loadModule', '_createRequireImplementation']) {
	if (typeof Runtime.prototype[method] !== 'function') {
		throw new Error(
			`test/harness/worker/runtime.js: jest-runtime has no ${method} any more; adapt this file to the installed jest, or remove it and its environment from jest.config.js.`,
		);
	}
}

/** Each package module this worker has loaded, by path: the module object, whose `exports` it keeps. */
const workerModules = new Map();

/** The runtime of the suite running now: a shared module's `require` resolves through it. */
let current;

class WorkerModulesRuntime extends Runtime {
	constructor(config, ...rest) {
		super(config, ...rest);
		this.rootDir = config.rootDir;
		this.packagesRoot = path.join(config.rootDir, 'node_modules') + path.sep;
		/** `require` functions made for shared modules while this runtime was current, by module path. */
		this.requireFor = new Map();
		current = this;
	}

	isWorkerModule(modulePath) {
		return modulePath.startsWith(this.packagesRoot);
	}

	/** The jest object of a suite's module, its module mocks refused where they would outlive it. */
	_createJestObjectFor(from) {
		const jestObject = super._createJestObjectFor(from);
		for (const method of ['mock', 'doMock', 'setMock', 'unstable_mockModule']) {
			const original = jestObject[method];
			jestObject[method] = (moduleName, ...rest) => {
				this.refuseSharedMock(from, method, moduleName);
				return original(moduleName, ...rest);
			};
		}
		return jestObject;
	}

	/** Throws when `moduleName` is a package or a built-in module, which this worker shares. */
	refuseSharedMock(from, method, moduleName) {
		const relative = moduleName.startsWith('.') || path.isAbsolute(moduleName);
		if (relative) {
			let resolved;
			try {
				resolved = this._resolver.resolveModule(from, moduleName, {
					conditions: this.cjsConditions,
				});
			} catch {
				return;
			}
			if (!this.isWorkerModule(resolved)) return;
		}
		throw new Error(
			`jest.${method}('${moduleName}') in ${path.relative(this.rootDir, from)}: refused. ` +
				'This jest loads every package once per worker (test/harness/worker/runtime.js), so a mock of ' +
				'a package or a built-in module would stay in every later suite of the worker. Run the code ' +
				'against the mock API (test/mock/), or pass a fake in through a parameter; a module of the ' +
				"project's own may be mocked. To bisect under stock jest, run JEST_ISOLATE=1 npx jest.",
		);
	}

	_loadModule(localModule, from, moduleName, modulePath, options, moduleRegistry) {
		if (options?.isInternalModule || !this.isWorkerModule(modulePath)) {
			return super._loadModule(localModule, from, moduleName, modulePath, options, moduleRegistry);
		}
		const loaded = workerModules.get(modulePath);
		if (loaded) {
			localModule.exports = loaded.exports;
			localModule.loaded = true;
			moduleRegistry.set(modulePath, loaded);
			return undefined;
		}
		// Registered before it runs, as jest does, so a cycle between packages finds the module.
		workerModules.set(modulePath, localModule);
		try {
			return super._loadModule(localModule, from, moduleName, modulePath, options, moduleRegistry);
		} catch (error) {
			workerModules.delete(modulePath);
			throw error;
		}
	}

	/**
	 * A shared module outlives the suite that loaded it, and a package may `require` lazily, long
	 * after: its `require` goes through the runtime of the suite running then, never a torn-down one.
	 */
	_createRequireImplementation(from, options) {
		if (options?.isInternalModule || !this.isWorkerModule(from.filename)) {
			return super._createRequireImplementation(from, options);
		}
		const now = () => current.sharedRequire(from, options);
		const shared = (moduleName) => now()(moduleName);
		shared.resolve = (moduleName, resolveOptions) => now().resolve(moduleName, resolveOptions);
		shared.resolve.paths = (moduleName) => now().resolve.paths(moduleName);
		shared.extensions = Object.create(null);
		Object.defineProperty(shared, 'cache', { get: () => now().cache });
		Object.defineProperty(shared, 'main', { get: () => now().main });
		return shared;
	}

	sharedRequire(from, options) {
		let moduleRequire = this.requireFor.get(from.filename);
		if (!moduleRequire) {
			moduleRequire = super._createRequireImplementation(from, options);
			this.requireFor.set(from.filename, moduleRequire);
		}
		return moduleRequire;
	}
}

module.exports = WorkerModulesRuntime;
