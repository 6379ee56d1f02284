#!/usr/bin/env bash
# Runs the steps of action.yml (the composite GitHub Action) locally, the way the runner would:
# action.yml is read with PyYAML (from the Makefile's venv: `make pre-commit` installs it), every
# `${{ ... }}` is replaced (inputs with their defaults unless overridden, github.action_path = this
# repository, runner.temp, steps.ID.outputs.NAME from $GITHUB_OUTPUT), and each `run:` step goes
# to `bash --noprofile --norc -eo pipefail` as GitHub runs `shell: bash`. `uses:` steps (the
# cache) cannot run here and are listed as skipped. The build step builds the light carousel in
# release into .build/action of this repository (minutes the first time, then incremental).
#   - good specs: the check step exits 0 and prints no ::error;
#   - a bad spec: the check step prints `::error file=...` at the key and exits 1;
#   - a spec with only a warning: ::warning and exit 0; with strict "true", exit 1;
#   - a bad strict value is refused (exit 2).
# usage: Tests/e2e/action_steps.sh [venv]   (run from the repository root)
set -u
venv=$(realpath "${1:-.build/venv}")
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import yaml' 2>/dev/null; then
    echo "e2e action: PyYAML in $venv: FAILED (run make pre-commit, which installs pre-commit and PyYAML)"
    exit 1
fi
exec "$venv/bin/python" - "$(pwd)" <<'PYTHON'
import os, re, subprocess, sys, tempfile
import yaml

root = sys.argv[1]
action = yaml.safe_load(open(os.path.join(root, "action.yml")))
failed = False

def report(name, ok, detail=""):
    global failed
    failed |= not ok
    print(f"e2e action: {name}: {'passed' if ok else 'FAILED'}" + (f" ({detail})" if detail and not ok else ""))
    sys.stdout.flush()

def run_action(workspace, inputs):
    """Runs every step; returns {step id or name: (exit code, output)} and stops at the first failure."""
    values = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
    values.update(inputs)
    temp = tempfile.mkdtemp(dir=workspace, prefix="runner-temp-")
    context = {"github.action_path": root, "github.action_repository": "local/carousel",
               "runner.temp": temp, "runner.os": "Linux", "runner.arch": "X64"}
    context.update({f"inputs.{k}": v for k, v in values.items()})
    outputs, results = {}, {}

    def substitute(text):
        def one(match):
            name = match.group(1).strip()
            if name in context:
                return context[name]
            found = re.fullmatch(r"steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)", name)
            if found and found.group(2) in outputs.get(found.group(1), {}):
                return outputs[found.group(1)][found.group(2)]
            raise KeyError(f"no value for ${{{{ {name} }}}}")
        return re.sub(r"\$\{\{(.*?)\}\}", one, str(text))

    for index, step in enumerate(action["runs"]["steps"]):
        label = step.get("id") or step.get("name") or f"step {index + 1}"
        if "uses" in step:
            print(f"    skipped `uses: {step['uses']}` ({step.get('name', '')}): a GitHub-hosted action, not run locally")
            continue
        output_file = os.path.join(temp, f"output-{index}")
        open(output_file, "w").close()
        env = dict(os.environ, GITHUB_OUTPUT=output_file, GITHUB_ENV=os.path.join(temp, "env"),
                   GITHUB_WORKSPACE=workspace, GITHUB_ACTION_PATH=root, RUNNER_TEMP=temp)
        env.update({key: substitute(value) for key, value in (step.get("env") or {}).items()})
        cwd = substitute(step.get("working-directory", workspace))
        script = os.path.join(temp, f"step-{index}.sh")
        with open(script, "w") as handle:
            handle.write(substitute(step["run"]))
        assert step.get("shell") == "bash", f"{label}: shell is not bash"
        process = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script], cwd=cwd, env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        outputs[label] = dict(line.split("=", 1) for line in open(output_file).read().splitlines() if "=" in line)
        results[label] = (process.returncode, process.stdout)
        shown = process.stdout if len(process.stdout) < 3000 else "..." + process.stdout[-3000:]
        print(f"    step `{step.get('name', label)}`: exit {process.returncode}")
        for line in shown.splitlines():
            print("      " + line)
        if process.returncode != 0:
            break
    return results

workspace = tempfile.mkdtemp(prefix="carousel-action-")
specs = os.path.join(workspace, "specs")
os.makedirs(specs)
def write(name, text):
    with open(os.path.join(specs, name), "w") as handle:
        handle.write(text)

inputs = action.get("inputs", {})
report("action.yml declares paths, format (default github), strict and version",
       set(inputs) >= {"paths", "format", "strict", "version"} and inputs["format"].get("default") == "github")
steps = action["runs"]["steps"]
report("the build step builds the light carousel in release",
       any("swift build -c release --disable-default-traits --product carousel" in s.get("run", "") for s in steps))
report("the cache step uses actions/cache",
       any(str(s.get("uses", "")).startswith("actions/cache@") for s in steps))

write("good.carousel.toml", '[[carousel]]\nid = "featured"\n\n[carousel.generate]\ncount = 12\n')
results = run_action(workspace, {"paths": "specs"})
code, out = results.get("Check the specs", (None, ""))
report("good specs: the check step exits 0 without ::error", code == 0 and "::error" not in out, f"exit {code}")

write("bad.carousel.toml", '[[carousel]]\nid = "featured"\nspaceing = 16\n\n[carousel.generate]\ncount = 12\n')
results = run_action(workspace, {})
code, out = results.get("Check the specs", (None, ""))
report("a bad spec, every input at its default (paths '.'): ::error file=... at the key and exit 1",
       code == 1 and "::error file=specs/bad.carousel.toml,line=3,col=1," in out and "title=E0201" in out,
       f"exit {code}")
os.remove(os.path.join(specs, "bad.carousel.toml"))

write("empty.carousel.toml", '[[carousel]]\nid = "empty"\n')
results = run_action(workspace, {"paths": "specs/good.carousel.toml\nspecs/empty.carousel.toml"})
code, out = results.get("Check the specs", (None, ""))
report("a warning (paths on two lines): ::warning and exit 0",
       code == 0 and "::warning file=specs/empty.carousel.toml" in out, f"exit {code}")
results = run_action(workspace, {"paths": "specs", "strict": "true"})
code, out = results.get("Check the specs", (None, ""))
report("a warning with strict true: exit 1", code == 1 and "title=W0405" in out, f"exit {code}")
results = run_action(workspace, {"paths": "specs", "strict": "yes"})
code, out = results.get("Check the specs", (None, ""))
report("strict 'yes' is refused with exit 2", code == 2 and "use true or false" in out, f"exit {code}")

subprocess.run(["rm", "-rf", workspace])
sys.exit(1 if failed else 0)
PYTHON
