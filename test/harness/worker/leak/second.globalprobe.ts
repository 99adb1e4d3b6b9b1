import { findsNothingThenChanges } from './observeChanged';

it('finds nothing a suite before changed in the realm, then changes it', findsNothingThenChanges);
