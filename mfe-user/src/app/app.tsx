import { Navigate, Route, Routes } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { Role } from '@yoga/contracts';
import { RequireRole, selectCurrentUser } from '@yoga/auth';
import { PanelLayout, PanelThemeProvider } from '@yoga/ui';

const NAV = [{ key: 'dashboard', label: 'Dashboard', to: '/user/dashboard' }] as const;

function Dashboard() {
  const user = useSelector(selectCurrentUser);
  return <h1>Welcome, {user?.name}</h1>;
}

export default function UserApp() {
  return (
    <PanelThemeProvider>
      <RequireRole roles={[Role.User, Role.Instructor]}>
        <PanelLayout title="Student panel" items={NAV}>
          <Routes>
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<Dashboard />} />
          </Routes>
        </PanelLayout>
      </RequireRole>
    </PanelThemeProvider>
  );
}
