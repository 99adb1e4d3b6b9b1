/**
 * What one execution of the node has already read, so a sheet of 500 rows costs one look-up
 * instead of 500. Kept by the execution's own context object: nothing outlives the execution, and
 * two executions never share an answer.
 */
export function perExecution<T>(create: () => T): (context: object) => T {
	const byExecution = new WeakMap<object, T>();
	return (context) => {
		let value = byExecution.get(context);
		if (value === undefined) {
			value = create();
			byExecution.set(context, value);
		}
		return value;
	};
}
