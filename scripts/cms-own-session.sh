# Sourced by scripts/cms-install.sh and scripts/cms-build-admin.sh: `in_own_session command …` runs
# the command in a session of its own, which Linux schedules as a CPU group of its own (autogroup,
# on by default: /proc/sys/kernel/sched_autogroup_enabled; elsewhere this changes nothing).
# Why: in `npm test` Strapi's install and admin build start its longest chain (then the site on
# Strapi, e2e:cms), and in the test run's session they got no more of its CPU than any one of the
# thirty-odd processes of the other suites (`npm test` 2026-11-28: the install 427 s and the build
# 369 s, for about 60 and 90 s of CPU). In a group of their own they get as much as that whole
# session, as Playwright's web servers already do (it starts each in a session of its own).
# Ctrl+C or turbo stopping the task reaches the command's whole session.
in_own_session() {
  setsid --wait "$@" &
  local pid=$!
  trap 'kill -TERM -- "-$pid" 2>/dev/null' INT TERM
  local status=0
  wait "$pid" || status=$?
  trap - INT TERM
  return "$status"
}
