import { describeTargets, shardOf } from '../shard';

describeTargets('whole corpus, part 1 of 4', shardOf(0, 4));
