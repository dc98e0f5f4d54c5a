import { Navigate } from 'react-router';

/** The expert profile (spec section 2); until profiles can be loaded, every profile is not found. */
export default function ExpertProfilePage() {
  return <Navigate to="/404" replace />;
}
