import { describeTargets, shardOf } from '../shard';

describeTargets('whole corpus, part 4 of 4', shardOf(3, 4));
