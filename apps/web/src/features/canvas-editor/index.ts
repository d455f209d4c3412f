/** The student and professional editors and their step-0 pages (spec 2), and the create header. */
export { CanvasEditorPage } from './components/canvas-editor-page';
export {
  CREATE_STEPS,
  CreateHeader,
  type CreateHeaderProps,
  type SaveState,
} from './components/create-header';
export { EducationInfoPage } from './components/education-info-page';
export { ProfessionalInfoPage } from './components/professional-info-page';
