'use client';

import dynamic from 'next/dynamic';

// The charts and their library load only when /quiz/progress mounts them, never with the rest of the app.
export const LazyProgressCharts = dynamic(() => import('./progress-charts').then((m) => m.ProgressCharts), {
  ssr: false,
  loading: () => (
    <section aria-labelledby="charts-heading" className="dash-card">
      <h2 id="charts-heading">Progress at a glance</h2>
      <p role="status">Loading the charts…</p>
    </section>
  ),
});
