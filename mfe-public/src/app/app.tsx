import { Navigate, Route, Routes } from 'react-router-dom';

function Placeholder({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}

export default function PublicApp() {
  return (
    <Routes>
      <Route index element={<Placeholder title="Live yoga, every day" />} />
      <Route path="price" element={<Placeholder title="Subscription At Glance" />} />
      <Route path="auth" element={<Navigate to="/auth/login" replace />} />
      <Route path="auth/login" element={<Placeholder title="Login" />} />
      <Route path="*" element={<Placeholder title="Page not found" />} />
    </Routes>
  );
}
