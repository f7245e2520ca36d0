#!/bin/bash
# A 'swiss simulate' study as a Slurm job array: one shard per array task.
#
#   sbatch --array=1-64 slurm-array.sh
#   sbatch --dependency=afterok:<jobid> --wrap 'swiss merge study/shard-*.state -f json -o study.json'
#
# Each task runs shard K/N (K = the task id, N = the array's size) and saves its sums to
# study/shard-K.state after every batch of tournaments. --requeue (or a resubmission of the failed
# ids, e.g. sbatch --array=7,19 slurm-array.sh) resumes a task where its state stopped; a finished
# shard only rewrites its report. The merged report is byte for byte the one run's.
#SBATCH --job-name=swiss-study
#SBATCH --cpus-per-task=2
#SBATCH --mem=1G
#SBATCH --time=04:00:00
#SBATCH --requeue
#SBATCH --output=study/%A_%a.log
set -euo pipefail
k=${SLURM_ARRAY_TASK_ID:?run me with sbatch --array=1-N}
n=${SHARDS:-${SLURM_ARRAY_TASK_COUNT:-${SLURM_ARRAY_TASK_MAX}}}
mkdir -p study
swiss simulate \
  --systems dutch-2026,monrad,random-scoregroups,ideal \
  --players 100 --rounds 9 --tournaments 100000 --seed 1 \
  --threads "${SLURM_CPUS_PER_TASK:-1}" \
  --shard "$k/$n" --state "study/shard-$k.state" \
  --format csv -o "study/shard-$k.csv"
