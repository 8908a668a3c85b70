#!/usr/bin/env bash
# The monitoring kit under ops/: the alert rules and their unit tests, the example Prometheus
# configuration, and every query of the Grafana dashboard, checked by promtool.
set -euo pipefail
cd "$(dirname "$0")/.."
promtool check rules ops/prometheus/alerts.yml
promtool test rules ops/prometheus/alerts.test.yml
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cp ops/prometheus/prometheus.example.yml ops/prometheus/alerts.yml "$tmp/"
printf 'a-token-only-for-this-check\n' >"$tmp/mcc-metrics-token"
promtool check config "$tmp/prometheus.example.yml"
# The dashboard's queries as recording rules (JSON is YAML), Grafana's variables filled in, so
# promtool parses every one of them.
node -e '
const dashboard = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
const rules = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t, i) => ({
  record: `dashboard:panel_${p.id}_${i}`,
  expr: t.expr.replaceAll("$__rate_interval", "1m").replaceAll("$job", "mcc"),
})));
console.log(JSON.stringify({ groups: [{ name: "dashboard", rules }] }));
' ops/grafana/mcc-dashboard.json >"$tmp/dashboard-rules.yml"
echo "Checking the dashboard's queries"
promtool check rules "$tmp/dashboard-rules.yml"
