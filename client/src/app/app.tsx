import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { leavePage } from '@/lib/toast-store';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { Toaster } from './toaster';

export function App() {
  const [router] = useState(createAppRouter);
  // The Toaster lives outside the router: it hears of page changes from the router itself.
  useEffect(() => router.subscribe((state) => leavePage(state.location.pathname)), [router]);
  return (
    <Providers>
      <RouterProvider router={router} />
      <Toaster />
    </Providers>
  );
}
