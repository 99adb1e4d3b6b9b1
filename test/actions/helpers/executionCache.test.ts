import { perExecution } from '../../../nodes/Terminal49/actions/helpers/executionCache';

describe('perExecution: what one execution has read', () => {
	it('gives one execution the same value every time, made once', () => {
		const create = jest.fn(() => new Map<string, number>());
		const cacheOf = perExecution(create);
		const execution = {};
		cacheOf(execution).set('MSCU1234566', 1);
		expect(cacheOf(execution).get('MSCU1234566')).toBe(1);
		expect(create).toHaveBeenCalledTimes(1);
	});

	it('never shares a value between two executions', () => {
		const cacheOf = perExecution(() => new Map<string, number>());
		const first = {};
		const second = {};
		cacheOf(first).set('MSCU1234566', 1);
		expect(cacheOf(second).has('MSCU1234566')).toBe(false);
		expect(cacheOf(first)).not.toBe(cacheOf(second));
	});
});
