// Icons next to the compiled code. The codex files (*.node.json) are emitted by tsc (tsconfig.json
// includes them), as `n8n-node build` does, so both builds give the same dist/.
const path = require('path');
const { task, src, dest } = require('gulp');

task('build:icons', copyIcons);

function copyIcons() {
	const nodeIcons = src(path.resolve('nodes', '**', '*.{png,svg}'), { encoding: false });
	const nodeDestination = path.resolve('dist', 'nodes');
	nodeIcons.pipe(dest(nodeDestination));

	const credIcons = src(path.resolve('credentials', '**', '*.{png,svg}'), { encoding: false });
	const credDestination = path.resolve('dist', 'credentials');
	return credIcons.pipe(dest(credDestination));
}
