import { describeTargets, shardOf } from '../shard';

describeTargets('whole corpus, part 3 of 4', shardOf(2, 4));
