import { Navigate, Route, Routes } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { Role } from '@yoga/contracts';
import { RequireRole, selectCurrentUser } from '@yoga/auth';
import { PanelLayout, PanelThemeProvider } from '@yoga/ui';

const NAV = [{ key: 'dashboard', label: 'Dashboard', to: '/admin/admin-dashboard' }] as const;

function Dashboard() {
  const user = useSelector(selectCurrentUser);
  return <h1>Welcome, {user?.name}</h1>;
}

export default function AdminApp() {
  return (
    <PanelThemeProvider>
      <RequireRole roles={[Role.Admin]}>
        <PanelLayout title="Admin panel" items={NAV}>
          <Routes>
            <Route index element={<Navigate to="admin-dashboard" replace />} />
            <Route path="admin-dashboard" element={<Dashboard />} />
          </Routes>
        </PanelLayout>
      </RequireRole>
    </PanelThemeProvider>
  );
}
