# Node 24 LTS for this project when the `node` on the PATH is older than it needs: brings it from the
# npm registry's official binary package (node-<platform>-<arch>) into a cache folder, once.
# The machine's own Node is left as it is.
#
# - Sourced (`. scripts/use-node.sh`): puts Node 24 first on this shell's PATH (.ci/run does this).
# - Run by `npm install` (package.json "postinstall": `sh scripts/use-node.sh --link`): links it as
#   node_modules/.bin/node, which npm puts first on the PATH of every npm script, so `npm start` and
#   `npm test` run on Node 24 even where npm itself runs on an older Node.

use_node_major=24
# The lowest Node the dependencies need (package.json "engines").
use_node_min_major=22
use_node_min_minor=22

use_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e "const [a, b] = process.versions.node.split('.').map(Number)
      process.exit(a > $use_node_min_major || (a === $use_node_min_major && b >= $use_node_min_minor) ? 0 : 1)"
}

if ! use_node_ok; then
  use_node_platform=$(uname -s | tr 'A-Z' 'a-z')
  case "$(uname -m)" in
    x86_64 | amd64) use_node_arch=x64 ;;
    aarch64 | arm64) use_node_arch=arm64 ;;
    *) use_node_arch=$(uname -m) ;;
  esac
  use_node_pkg="node-$use_node_platform-$use_node_arch"
  use_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/bilingual-portfolio/node-$use_node_major"
  use_node_bin="$use_node_dir/node_modules/$use_node_pkg/bin"
  if [ ! -x "$use_node_bin/node" ]; then
    echo "Installing Node $use_node_major ($use_node_pkg from the npm registry) into $use_node_dir…" >&2
    mkdir -p "$use_node_dir"
    npm install --prefix "$use_node_dir" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "$use_node_pkg@$use_node_major" >&2
  fi
  export PATH="$use_node_bin:$PATH"
  hash -r 2>/dev/null
  if ! use_node_ok; then
    echo "scripts/use-node.sh: could not bring Node $use_node_major ($use_node_pkg)" >&2
  elif [ "${1:-}" = --link ]; then
    mkdir -p node_modules/.bin
    ln -sf "$use_node_bin/node" node_modules/.bin/node
  fi
fi
unset -f use_node_ok
unset use_node_major use_node_min_major use_node_min_minor use_node_platform use_node_arch \
  use_node_pkg use_node_dir use_node_bin
