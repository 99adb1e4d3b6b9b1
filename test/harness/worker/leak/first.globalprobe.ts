import { observeAndChange } from './observeChanged';

it('observes the realm and changes it without adding an enumerable global', observeAndChange);
