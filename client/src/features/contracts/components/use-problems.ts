import { useCallback, useRef, useState } from 'react';
import type { DecimalProblem } from '@/components/forms/decimal-input';

/** The fields of a form that hold an invalid number right now: saving waits until there are none. */
export function useProblems() {
  const [problems, setProblems] = useState<ReadonlySet<string>>(new Set());
  const reporters = useRef(new Map<string, (problem: DecimalProblem | null) => void>());
  /** A stable callback per field (DecimalInput reports through it). */
  const reporter = useCallback((key: string) => {
    let report = reporters.current.get(key);
    if (!report) {
      report = (problem) =>
        setProblems((current) => {
          if (Boolean(problem) === current.has(key)) return current;
          const next = new Set(current);
          if (problem) next.add(key);
          else next.delete(key);
          return next;
        });
      reporters.current.set(key, report);
    }
    return report;
  }, []);
  return { count: problems.size, reporter };
}
