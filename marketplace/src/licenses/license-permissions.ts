/** The licence record's permissions: the same function the app's own reading of licences uses. */
export { permissionsOf } from '@dmd/shared/domain/licenses/license-permissions';
