import { observeAndMark } from './observe';

it('observes the worker and leaves its marks', observeAndMark);
