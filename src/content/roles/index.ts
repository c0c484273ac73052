export { juniorRoles } from './junior';
export { internshipRoles } from './internships';
export { rolesCopy } from './working-here';
