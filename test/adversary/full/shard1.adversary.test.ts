import { describeTargets, shardOf } from '../shard';

describeTargets('whole corpus, part 2 of 4', shardOf(1, 4));
