import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ClassProjectsAnswer, ProjectSummary } from '@common/schemas/projects';
import { patchClassProject } from './get-class-projects';
import { writingKeys } from './keys';

const project = (studentId: string): ProjectSummary => ({
  projectId: null,
  studentId,
  studentName: studentId,
  avatar: {} as ProjectSummary['avatar'],
  answers: {},
  wordCount: 0,
  status: 'not_started',
  submittedAt: null,
  updatedAt: null,
  commentCount: 0,
  score: null,
});

const answer = (): ClassProjectsAnswer => ({
  classId: 'c1',
  activity: { id: 'a1', title: 'Psalm 23', questions: [], rubric: null },
  projects: [project('maria'), project('ben')],
});

describe('patchClassProject', () => {
  it('changes the one student’s work in the cached answer and leaves the others alone', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(writingKeys.classProjects('c1', 'a1'), answer());
    patchClassProject(
      queryClient,
      { classId: 'c1', activityId: 'a1', studentId: 'maria' },
      { projectId: 'p1', answers: { q1: 'Never alone' }, wordCount: 2, status: 'active' },
    );
    const [maria, ben] =
      queryClient.getQueryData<ClassProjectsAnswer>(writingKeys.classProjects('c1', 'a1'))
        ?.projects ?? [];
    expect(maria).toMatchObject({ projectId: 'p1', wordCount: 2, status: 'active' });
    expect(maria?.answers).toEqual({ q1: 'Never alone' });
    expect(ben).toEqual(project('ben'));
  });

  it('writes nothing for an activity whose work is not loaded', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(writingKeys.classProjects('c1', 'a1'), answer());
    patchClassProject(
      queryClient,
      { classId: 'c1', activityId: 'a2', studentId: 'maria' },
      { wordCount: 9 },
    );
    expect(queryClient.getQueryData(writingKeys.classProjects('c1', 'a2'))).toBeUndefined();
    expect(queryClient.getQueryData(writingKeys.classProjects('c1', 'a1'))).toEqual(answer());
  });
});
