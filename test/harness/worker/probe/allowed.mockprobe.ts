// A mock of a module of the project's own, which every suite loads afresh: run by ../worker.test.ts only.
import { ownModule } from './ownModule';

jest.mock('./ownModule', () => ({ ownModule: { marked: 'mocked' } }));

it('finds the module mocked', () => {
	expect(ownModule.marked).toBe('mocked');
});
